import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { openAddresses } from './addresses';

const iface = (address: string, internal = false): NetworkInterfaceInfo =>
  ({
    address,
    family: 'IPv4',
    internal,
    netmask: '255.255.255.0',
    mac: '',
    cidr: null,
  }) as NetworkInterfaceInfo;

describe('openAddresses', () => {
  const interfaces = { lo: [iface('127.0.0.1', true)], wlan0: [iface('192.168.1.20')] };

  it('names localhost and the LAN address when listening everywhere', () => {
    expect(openAddresses('0.0.0.0', 3000, interfaces)).toEqual([
      'http://localhost:3000',
      'http://192.168.1.20:3000',
    ]);
  });

  it('names only localhost when listening on the loopback', () => {
    expect(openAddresses('127.0.0.1', 3000, interfaces)).toEqual(['http://localhost:3000']);
  });

  it('names the one address it listens on', () => {
    expect(openAddresses('192.168.1.20', 8080, interfaces)).toEqual(['http://192.168.1.20:8080']);
  });
});
