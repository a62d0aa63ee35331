import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** The connect pages' one centred card. */
export function ConnectFrame({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-10" data-screen="connect-extension">
      <Card className="w-full max-w-md text-center" role="region" aria-labelledby="connect-title">
        <CardHeader className="items-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary dark:text-violet-300">
            {icon}
          </span>
          <h1 id="connect-title" className="mt-2 text-2xl font-bold">
            {title}
          </h1>
          {description && <CardDescription className="text-base">{description}</CardDescription>}
        </CardHeader>
        {children && <CardContent className="flex flex-col gap-3">{children}</CardContent>}
      </Card>
    </div>
  );
}
