import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';

export interface TestS3 {
  /** App settings that keep images in this server's bucket. */
  overrides: Record<string, string>;
  endpoint: string;
  /** How many objects the bucket holds. */
  count(): Promise<number>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, from npm) on 127.0.0.1 with one empty bucket, for the media
 * suite and the two-instance test: the app talks to it through @aws-sdk/client-s3 as to any S3.
 */
export async function startTestS3(bucket = 'best-bikes-media'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'bb-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    endpoint,
    overrides: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async count() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return listed.KeyCount ?? 0;
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
