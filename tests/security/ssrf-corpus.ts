// URLs an attacker hands the image optimizer to make the server fetch or read something that is not one
// of our stored images (ARCHITECTURE §8: our own images only, never private addresses).

const PRIVATE_HOSTS = [
  '127.0.0.1', '127.1', '127.0.0.1:5432', '0.0.0.0', '0', 'localhost', 'localhost:6379', '[::1]', '[::]', '[0:0:0:0:0:0:0:1]',
  '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '2130706433', '0x7f000001', '0x7f.0x0.0x0.0x1', '017700000001', '0177.0.0.1',
  '10.0.0.1', '172.16.0.1', '192.168.1.1', '169.254.169.254', '169.254.169.254/latest/meta-data/', '[fd00::1]',
  '[fe80::1%25eth0]', 'metadata.google.internal', '100.100.100.200', 'localtest.me', '127.0.0.1.nip.io',
]

const FORMS = [
  (h: string) => `http://${h}/images/a.png`,
  (h: string) => `https://${h}/images/a.png`,
  (h: string) => `//${h}/images/a.png`,
]

const TRICKS = [
  'http://example.com@127.0.0.1/images/a.png',
  'http://127.0.0.1#@example.com/images/a.png',
  'http://example.com\\@127.0.0.1/images/a.png',
  'http://user:pass@localhost:3000/images/a.png',
  '/images/../../etc/passwd',
  '/images/..%2f..%2fetc%2fpasswd',
  '/images/%2e%2e/%2e%2e/etc/passwd',
  '/images/....//....//etc/passwd',
  '/images/..\\..\\etc\\passwd',
  '/images/%252e%252e%252fetc%252fpasswd',
  '/images//etc/passwd',
  '/images/\u0000.png',
  '/images/a.png%00.html',
  '/images/http://127.0.0.1/a.png',
  '/images/../data/tessera.db',
  '/images/..',
  '/images/.',
  '/images/',
  '/images',
  'file:///etc/passwd',
  'file://localhost/etc/passwd',
  'gopher://127.0.0.1:6379/_INFO',
  'dict://127.0.0.1:6379/info',
  'ftp://127.0.0.1/a.png',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'javascript:alert(1)',
  'jar:http://127.0.0.1!/a.png',
  'ldap://127.0.0.1/a',
  'http://127.0.0.1:3000/home/_next/image/?url=/images/a.png&w=64',
  'http://[::1]:3000/images/a.png',
  '/home/_next/image/?url=http://127.0.0.1/&w=64',
  '/api/v3/openapi.json',
  '/_next/static/../../.env',
  '\\\\127.0.0.1\\images\\a.png',
  '/\\127.0.0.1/images/a.png',
  'http:/127.0.0.1/images/a.png',
  'http:\\\\127.0.0.1\\images\\a.png',
  ' http://127.0.0.1/images/a.png',
  'HTTP://127.0.0.1/images/a.png',
  'http://127.0.0.1%2f@example.com/images/a.png',
]

/** At least 80 hostile `url` values for /home/_next/image/: each must be refused with a 4xx JSON error. */
export const SSRF_PAYLOADS: string[] = [...PRIVATE_HOSTS.flatMap((h) => FORMS.map((form) => form(h))), ...TRICKS]
