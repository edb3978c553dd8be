import { LockoutLogThrottle } from './lockout-log-throttle.js';

describe('LockoutLogThrottle', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 9, minute));

  it('lets the first refused attempt of a lock through, and again once the lock ended', () => {
    const throttle = new LockoutLogThrottle();
    const anna = { username: 'Anna', ip: '10.0.0.1' };
    expect(throttle.isFirst(anna, at(0), at(15))).toBe(true);
    expect(throttle.isFirst({ ...anna, username: 'anna' }, at(5), at(20))).toBe(false);
    expect(throttle.isFirst(anna, at(14), at(29))).toBe(false);
    expect(throttle.isFirst(anna, at(15), at(30))).toBe(true);
  });

  it('counts each username and address on its own', () => {
    const throttle = new LockoutLogThrottle();
    expect(throttle.isFirst({ username: 'anna', ip: '10.0.0.1' }, at(0), at(15))).toBe(true);
    expect(throttle.isFirst({ username: 'bernd', ip: '10.0.0.1' }, at(1), at(16))).toBe(true);
    expect(throttle.isFirst({ username: 'anna', ip: '10.0.0.2' }, at(2), at(17))).toBe(true);
  });
});
