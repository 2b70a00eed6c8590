/**
 * Links that must never be stored as a URL field: script and inline documents (in any letter case,
 * behind a leading space or control character, which browsers drop), local files and addresses
 * that lead to another site. The route tests and the fuzz suite both send them.
 */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example.com/x',
];
