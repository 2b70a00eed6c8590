const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT whose `exp` lies `secondsLeft` from now; `label` tells tokens apart. */
export function fakeJwt(label: string, secondsLeft = 3600): string {
  const payload = { sub: label, exp: Math.floor(Date.now() / 1000) + secondsLeft };
  return `${base64url('{"alg":"none"}')}.${base64url(JSON.stringify(payload))}.sig`;
}
