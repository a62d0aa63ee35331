import { Bookmark, Home, MessageCircle, User } from 'lucide-react';
import { NavLink } from 'react-router';
import { clsx as cn } from 'clsx';

const ITEMS = [
  { to: '/app', label: 'Home', icon: Home },
  { to: '/saved', label: 'Saved', icon: Bookmark },
  { to: '/chat', label: 'AI Chat', icon: MessageCircle },
  { to: '/profile', label: 'Profile', icon: User },
];

/** Phone navigation on the app routes (spec part 1 §2). */
export function BottomNav() {
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card md:hidden"
    >
      <ul className="grid grid-cols-4">
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
