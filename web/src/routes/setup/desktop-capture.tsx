import { Bookmark, Download, Puzzle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EXTENSION_DOWNLOADS, bookmarkletHref } from './steps';

/**
 * The desktop bookmarklet (issue 11 point 4): a link dragged to the bookmarks bar that opens this
 * site's save dialog for the page being read. React refuses `javascript:` hrefs, so the address is
 * set on the element directly.
 */
export function BookmarkletCard({ origin }: { origin: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  const [clicked, setClicked] = useState(false);
  useEffect(() => {
    link.current?.setAttribute('href', bookmarkletHref(origin));
  }, [origin]);
  return (
    <Card data-testid="bookmarklet-card">
      <CardHeader className="flex-row items-start gap-3">
        <Bookmark className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
        <div className="flex-1 space-y-1.5">
          <CardTitle>Bookmarklet for desktop browsers</CardTitle>
          <CardDescription>
            Drag the button below to your bookmarks bar. On any page, click the bookmark to save that page to
            NestKeep: it opens in a new window with the link and title filled in.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="space-y-2">
        <a
          ref={link}
          data-testid="bookmarklet"
          draggable
          onClick={(e) => {
            // Run from this page it would only save the setup guide: it is meant to be dragged.
            e.preventDefault();
            setClicked(true);
          }}
          className="inline-flex h-10 cursor-grab items-center gap-2 rounded-lg border-2 border-dashed border-primary px-4 font-medium text-primary hover:bg-muted"
        >
          <Bookmark className="h-4 w-4" aria-hidden />
          Save to NestKeep
        </a>
        {clicked && (
          <p role="status" className="text-sm text-muted-foreground">
            Drag the button to your bookmarks bar instead of clicking it (show the bar with Ctrl+Shift+B, or
            ⌘+Shift+B on a Mac).
          </p>
        )}
      </CardContent>
    </Card>
  );
}

const INSTALL_STEPS = [
  'Download the zip for your browser and unzip it into a folder you keep.',
  'Chrome, Edge or Brave: open chrome://extensions, turn on Developer mode (top right), click Load unpacked and choose the unzipped folder.',
  'Firefox: open about:debugging, click This Firefox, then Load Temporary Add-on and choose the manifest.json file in the unzipped folder.',
];

/** The browser extension downloads and how to install them (issue 11 point 3). */
export function ExtensionCard() {
  return (
    <Card data-testid="extension-card">
      <CardHeader className="flex-row items-start gap-3">
        <Puzzle className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
        <div className="flex-1 space-y-1.5">
          <CardTitle>Browser extension</CardTitle>
          <CardDescription>
            Save the page you are on from the toolbar, or any link or image from the right-click menu. The
            extension asks you to connect it to your account the first time.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="flex flex-wrap gap-2">
          {EXTENSION_DOWNLOADS.map(({ browser, href }) => (
            <li key={href}>
              <a
                href={href}
                download
                className="inline-flex h-10 items-center gap-2 rounded-lg border border-border bg-card px-4 text-sm font-medium hover:bg-muted"
              >
                <Download className="h-4 w-4" aria-hidden />
                Download for {browser}
              </a>
            </li>
          ))}
        </ul>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {INSTALL_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
