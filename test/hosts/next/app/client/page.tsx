import { BoardPage } from '../board-page.tsx';

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  return <BoardPage params={await searchParams} path="/client" client />;
}
