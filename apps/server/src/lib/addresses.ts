import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';

/**
 * The addresses a person can open the shop at, for the start log: localhost, and when the server
 * listens on every interface, each LAN address (a phone on the same Wi-Fi). Any of them works, since
 * a page's own address counts as same-origin (ADR 0110).
 */
export function openAddresses(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string[] {
  const everywhere = host === '0.0.0.0' || host === '::' || host === '';
  const local = host === '127.0.0.1' || host === '::1' || host === 'localhost' || everywhere;
  const urls = [
    local ? `http://localhost:${port}` : `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
  ];
  if (!everywhere) return urls;
  for (const list of Object.values(interfaces)) {
    for (const address of list ?? []) {
      if (address.internal || address.family !== 'IPv4') continue;
      urls.push(`http://${address.address}:${port}`);
    }
  }
  return urls;
}
