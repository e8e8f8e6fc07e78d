import { BoardPage } from '../board-page.tsx';

/** Under the strict Content-Security-Policy of ../../proxy.ts (a nonce per request, Trusted Types). */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  return <BoardPage params={await searchParams} path="/strict" />;
}
