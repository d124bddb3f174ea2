import { describe, expect, it } from 'vitest';
import { addressKey, emailKey } from './limitKeys';

describe('emailKey: one inbox, one key', () => {
  it.each([
    ['Victim@Example.com', 'victim@example.com'],
    ['victim+1@example.com', 'victim@example.com'],
    ['victim+spam+2@example.com', 'victim@example.com'],
    ['  victim@example.com ', 'victim@example.com'],
    // Dots count elsewhere: another provider may deliver a.b@ and ab@ to two people.
    ['vic.tim@example.com', 'vic.tim@example.com'],
    ['V.i.c.t.i.m+x@gmail.com', 'victim@gmail.com'],
    ['victim@googlemail.com', 'victim@gmail.com'],
    ['vic.tim+y@googlemail.com', 'victim@gmail.com'],
    ['victim@gmail.com.', 'victim@gmail.com'],
    // Not an address: kept as it is (lower-case), never thrown on.
    ['sin-arroba', 'sin-arroba'],
    ['+solo@example.com', '+solo@example.com'],
  ])('%s → %s', (email, key) => {
    expect(emailKey(email)).toBe(key);
  });
});

describe('addressKey: IPv4 as it is, IPv6 per /64', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s → %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('keeps two /64 apart', () => {
    expect(addressKey('2001:db8:1:2::a')).not.toBe(addressKey('2001:db8:1:3::a'));
  });
});
