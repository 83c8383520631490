// Runs s3rver in a process of its own, started by s3-server.ts with --openssl-legacy-provider:
// s3rver makes ListObjectsV2 continuation tokens with DES, which OpenSSL 3 keeps in its legacy
// provider. Prints {"port":N} once listening; exits when its parent closes stdin or is gone.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on('close', () => process.exit(0));
