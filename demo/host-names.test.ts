import { describe, expect, it } from 'vitest';
import { allowedHostnames, hostnameOf, isLoopbackPeer } from './host-names';

describe('host names', () => {
  it('reads the name of a Host header without its port', () => {
    expect(hostnameOf('LocalHost:5173')).toBe('localhost');
    expect(hostnameOf('[::1]:5173')).toBe('[::1]');
    expect(hostnameOf('127.0.0.1')).toBe('127.0.0.1');
  });

  it('reads nothing from a header that is not a host', () => {
    for (const header of [undefined, '', 'evil.example/path', 'user@localhost', 'local host', 'a\\b']) expect(hostnameOf(header)).toBeNull();
  });

  it('answers to loopback names, the bound name and added names, never to a wildcard', () => {
    expect([...allowedHostnames('127.0.0.1', [])].sort()).toEqual(['127.0.0.1', '[::1]', 'localhost']);
    expect(allowedHostnames('0.0.0.0', []).has('0.0.0.0')).toBe(false);
    expect(allowedHostnames('0.0.0.0', ['Shop.Test:8080']).has('shop.test')).toBe(true);
    expect(allowedHostnames('demo.lan', []).has('demo.lan')).toBe(true);
  });

  it('tells a peer on this machine from any other', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackPeer(address), address).toBe(true);
    for (const address of [undefined, '', '10.0.0.5', '192.168.1.2', '::ffff:10.0.0.5', 'fe80::1', 'localhost'])
      expect(isLoopbackPeer(address), address).toBe(false);
  });
});
