import { describe, expect, it } from 'vitest';
import { checkUrl, isPrivateAddress } from './address-guard.js';

describe('the webhook address guard', () => {
  it('refuses private, loopback, link-local and reserved addresses, v4 and v6', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
      '2002:c0a8:0101::1',
      'not an address',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('checks every address a name resolves to', async () => {
    const resolve = (answers: string[]) => () => Promise.resolve(answers);
    const url = new URL('https://hooks.example/x');
    expect(await checkUrl(url, resolve(['93.184.215.14']))).toBe('ok');
    expect(await checkUrl(url, resolve(['93.184.215.14', '10.0.0.1']))).toBe('private');
    expect(await checkUrl(url, resolve([]))).toBe('unresolvable');
    expect(await checkUrl(url, () => Promise.reject(new Error('ENOTFOUND')))).toBe('unresolvable');
    expect(await checkUrl(new URL('http://[::1]:80/'))).toBe('private');
  });
});
