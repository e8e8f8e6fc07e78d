import Link from 'next/link';

/** A page of the host without a board: the host's own router leaves the board's page and comes back. */
export default function Other() {
  return (
    <main>
      <h1 id="other-heading">Another page</h1>
      <Link id="back-link" href="/">
        Back to the board
      </Link>
    </main>
  );
}
