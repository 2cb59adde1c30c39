// One table of URL cases for both sides of the bridge: the portal's url-policy and the host's embed script.
export const ALLOWED = ['https://pagos.example.com', 'http://localhost:4174'];

export const urlCases: [url: string, kind: 'path' | 'external' | 'refused'][] = [
  ['/home/carne', 'path'],
  ['/home/payments/client', 'path'],
  ['/auth/login?next=%2Fhome#top', 'path'],
  ['/', 'path'],
  ['javascript:alert(1)', 'refused'],
  ['JaVaScRiPt:alert(1)', 'refused'],
  [' javascript:alert(1)', 'refused'],
  ['data:text/html,<script>alert(1)</script>', 'refused'],
  ['//evil.com', 'refused'],
  ['/\\evil.com', 'refused'],
  ['/\t/evil.com', 'refused'],
  ['/\n/evil.com', 'refused'],
  ['\\\\evil.com', 'refused'],
  ['home/carne', 'refused'],
  ['', 'refused'],
  ['https://foreign.example/pay', 'refused'],
  ['https://pagos.example.com.evil.com/', 'refused'],
  ['https://pagos.example.com@evil.com/', 'refused'],
  ['http://pagos.example.com/checkout', 'refused'],
  ['https://pagos.example.com/checkout', 'external'],
  ['http://localhost:4174/contacto', 'external'],
  ['http://localhost:9999/', 'refused'],
  ['ftp://pagos.example.com/', 'refused'],
];
