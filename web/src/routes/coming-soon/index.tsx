import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Screens of later releases (chat, tools, admin): a clear note instead of a broken page. */
export default function ComingSoon() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg items-center p-4">
      <Card className="w-full text-center">
        <CardHeader>
          <CardTitle>Coming soon</CardTitle>
          <CardDescription>
            This part of NestKeep is on its way. Your saved tips are waiting on the dashboard.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/app">Go to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
