// The kit's stylesheet through Next's CSS pipeline: a <link> in the server HTML, so the first paint is styled.
import 'paykit/styles.css';
import type { ReactNode } from 'react';

export const metadata = { title: 'Tee shop' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
