/**
 * The strict page's Content-Security-Policy: a nonce per request for scripts and styles (Next.js puts it on its own
 * scripts when the request carries the policy), no inline style attribute, Trusted Types for the board's policies.
 */
import { type NextRequest, NextResponse } from 'next/server';

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "require-trusted-types-for 'script'",
    'trusted-types live-board dompurify live-board-pdf live-board-first-screen nextjs nextjs#bundler',
  ].join('; ');
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = { matcher: '/strict' };
