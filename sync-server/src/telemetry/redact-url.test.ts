// The URL as a log line shows it: e-mail addresses and secret query values taken out, however
// they are encoded, and everything else as the client sent it.
import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('takes out e-mail path segments and e-mail query values, plain or percent-encoded', () => {
    expect(redactUrl('/api/users/a@hostel.test')).toBe('/api/users/[email]');
    expect(redactUrl('/api/users/a%40hostel.test/role')).toBe('/api/users/[email]/role');
    expect(redactUrl('/api/x?who=a%40hostel.test&page=2')).toBe('/api/x?who=[Redacted]&page=2');
    expect(redactUrl('/api/x?who=a@hostel.test')).toBe('/api/x?who=[Redacted]');
  });

  it('takes out the values of secret-sounding names, encoded names included', () => {
    expect(redactUrl('/reset?token=abc&step=1')).toBe('/reset?token=[Redacted]&step=1');
    expect(redactUrl('/x?e%2Dmail=someone')).toBe('/x?e%2Dmail=[Redacted]');
    expect(redactUrl('/x?user+email=someone')).toBe('/x?user+email=[Redacted]');
    expect(redactUrl('/x?Pass=1')).toBe('/x?Pass=[Redacted]');
  });

  it('leaves everything else as sent, undecodable text included', () => {
    const plain = '/api/all-meals?search=chicken%20curry&category=lunch&page=4&flag';
    expect(redactUrl(plain)).toBe(plain);
    expect(redactUrl('/api/x?q=%E0%A4%A&n=%')).toBe('/api/x?q=%E0%A4%A&n=%');
    expect(redactUrl('/api/meal/abc?x=1@2')).toBe('/api/meal/abc?x=[Redacted]'); // an address's shape
  });

  it('looks at each name when a secret word appears only in a value, and keeps the value', () => {
    expect(redactUrl('/api/all-meals?search=turkey&page=2')).toBe(
      '/api/all-meals?search=turkey&page=2',
    );
    expect(redactUrl('/api/all-meals?search=passion&key=1')).toBe(
      '/api/all-meals?search=passion&key=[Redacted]',
    );
  });
});
