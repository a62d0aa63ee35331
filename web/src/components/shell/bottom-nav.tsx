import { Bookmark, Home, MessageCircle, Plus, User, Wrench } from 'lucide-react';
import { NavLink } from 'react-router';
import { clsx as cn } from 'clsx';

/**
 * The spec's four entries in the spec's order, with Tools (issue 22) where the header's Tools menu
 * sits, between Content and AI Chat. It goes to the tools listing, as the header menu's All Tools
 * does; the link stays lit on every tool.
 */
const ITEMS = [
  { to: '/app', label: 'Home', icon: Home },
  { to: '/saved', label: 'Saved', icon: Bookmark },
  { to: '/tools', label: 'Tools', icon: Wrench },
  { to: '/chat', label: 'AI Chat', icon: MessageCircle },
  { to: '/profile', label: 'Profile', icon: User },
];

/**
 * Phone and tablet navigation on the app routes (spec part 1 §2), up to 1023 px: the header's links
 * take over only from `lg` (1024 px). The two must meet at the same breakpoint, or some width has
 * no way to Saved, Tools and Chat (issue 22: 768-1023 px had neither). The bar goes up to `lg`
 * rather than the header's links coming down to `md`: the full header (logo, child switcher, five
 * links, search, Add Content, theme, account) needs about 1,000 px even trimmed as it is at `lg`,
 * and a bar of five equal columns fits any width. Whatever sits above the bar uses the same `lg`:
 * the shell's bottom padding, the toasts' viewport and the chat screen's height.
 */
export function BottomNav() {
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card lg:hidden"
    >
      <ul className="grid grid-cols-5">
        {ITEMS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-1 py-2 text-xs',
                  isActive ? 'text-primary' : 'text-muted-foreground',
                )
              }
            >
              <Icon className="h-5 w-5" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Add Content on a phone (issue 22), on every signed-in screen: the header's Add Content button is
 * hidden below `sm`, so this round button takes its place there and is hidden from `sm` up, where
 * the header's shows. It floats above the bottom bar when there is one; the shell pads the main
 * area so the end of a screen scrolls clear of it.
 */
export function AddContentButton({
  onClick,
  aboveBottomNav,
}: {
  onClick: () => void;
  aboveBottomNav: boolean;
}) {
  return (
    <button
      type="button"
      aria-label="Add Content"
      onClick={onClick}
      className={cn(
        'fixed right-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 sm:hidden',
        aboveBottomNav ? 'bottom-20' : 'bottom-4',
      )}
    >
      <Plus className="h-6 w-6" aria-hidden />
    </button>
  );
}
