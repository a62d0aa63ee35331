import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export type LandingVariant = 'homepage' | 'basic' | 'second';

export default function Landing({ variant }: { variant: LandingVariant }) {
  return (
    <div data-variant={variant} className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-4xl font-bold">Keep every parenting tip you find</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Save posts and videos from anywhere. NestKeep sorts them and finds them again.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Button asChild size="lg">
          <a href="/auth/google">Get Started Free</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/login">Log in</Link>
        </Button>
      </div>
    </div>
  );
}
