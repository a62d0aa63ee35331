import { AlertTriangle, ImageIcon, Link2, Loader2, PenLine, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { normalizeCategory } from '@nestkeep/common/web';
import { useCurrentUser } from '@/api/auth';
import {
  analyzeImage,
  errorMessage,
  invalidateAfterSave,
  isUsageLimitError,
  saveContent,
  saveImage,
  useUsage,
} from '@/api/content';
import { categoryOptions } from '@/components/content/category-icons';
import type { ContentModalInitial } from '@/components/shell/shell';
import UpgradeDialog from '@/components/upgrade-dialog';
import { meterState, remainingText } from '@/components/usage-meter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, Label, Textarea } from '@/components/ui/input';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@/components/ui/misc';
import { Select } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { ChildPicker, useSaveChild } from './child-picker';
import { ImagePicker } from './image-picker';

export type SaveMode = 'url' | 'image' | 'manual';

/** Image uploads: JPEG, PNG, GIF or WebP, at most 5MB (part 2 §5, §9). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The problem with a chosen file, as a toast's title and text; undefined when it may be sent. */
export function imageProblem(file: File): { title: string; description: string } | undefined {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type))
    return { title: 'Invalid file type', description: 'Please select a JPEG, PNG, GIF or WebP image.' };
  if (file.size > MAX_IMAGE_BYTES)
    return { title: 'File too large', description: 'Please select an image smaller than 5MB' };
  return undefined;
}

/** A link typed without its scheme ('example.com/tip') is read as https. */
export function withScheme(value: string): string {
  const v = value.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(v) || !/^[^\s/]+\.[^\s/]+/.test(v) ? v : `https://${v}`;
}

export function isValidUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}

const splitTags = (value: string) =>
  value
    .split(',')
    .map((t) => t.trim().replace(/^#/, ''))
    .filter(Boolean);

interface FormState {
  url: string;
  content: string;
  title: string;
  description: string;
  category: string;
  tags: string;
  notes: string;
}

const EMPTY: FormState = {
  url: '',
  content: '',
  title: '',
  description: '',
  category: '',
  tags: '',
  notes: '',
};

const initialForm = (initial?: ContentModalInitial): FormState => ({
  ...EMPTY,
  url: initial?.url ?? '',
  content: initial?.content ?? '',
  title: initial?.title ?? '',
  description: initial?.description ?? '',
});

/**
 * The add-content dialog (part 2 §2.12): a link, an image (with optional AI analysis) or a manual
 * note. Shows usage while open; on success resets and closes; over the limit opens the upgrade
 * dialog.
 */
export default function SaveDialog({
  open,
  initial,
  onOpenChange,
}: {
  open: boolean;
  initial?: ContentModalInitial;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useCurrentUser();
  const usage = useUsage({ enabled: open && Boolean(user) });
  // Saves are for the active child unless the parent picks another (issue 7 point 14).
  const forChild = useSaveChild(open && Boolean(user));
  const [mode, setMode] = useState<SaveMode>(initial?.mode ?? 'url');
  const [form, setForm] = useState<FormState>(() => initialForm(initial));
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'url' | 'title' | 'image', string>>>({});
  const [saving, setSaving] = useState(false);
  const [analyzing, setAnalyzing] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  // A new prefill (the shortcut or the window event) replaces the form and goes to the link tab
  // (a shared text with no link: the manual tab).
  useEffect(() => {
    if (initial?.url || initial?.content || initial?.title) {
      setForm(initialForm(initial));
      setMode(initial.mode ?? 'url');
    }
  }, [initial]);

  const set = (key: keyof FormState) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const reset = () => {
    setForm(EMPTY);
    setImage(null);
    setErrors({});
    setMode('url');
    forChild.reset();
    if (fileRef.current) fileRef.current.value = '';
  };

  const fail = (field: 'url' | 'title' | 'image', title: string, description: string) => {
    setErrors({ [field]: description });
    toast({ title, description, variant: 'destructive' });
  };

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setImage(null);
      if (fileRef.current) fileRef.current.value = '';
      fail('image', problem.title, problem.description);
      return;
    }
    setErrors({});
    setImage(file);
  };

  const runAnalysis = async () => {
    if (!image) return fail('image', 'Image required', 'No image selected');
    const problem = imageProblem(image);
    if (problem) return fail('image', problem.title, problem.description);
    setAnalyzing(true);
    try {
      const result = await analyzeImage(image);
      setForm((f) => ({
        ...f,
        title: result.suggestedTitle || f.title,
        category: normalizeCategory(result.suggestedCategory) ?? f.category,
        description: result.summary || f.description,
        tags: result.extractedTags.length ? result.extractedTags.join(', ') : f.tags,
      }));
      toast({
        title: 'AI Analysis Complete',
        description: 'The title, category, description and tags were filled in. Review and save.',
      });
    } catch (err) {
      toast({
        title: 'Analysis Failed',
        description: errorMessage(err) ?? 'Could not analyze image. You can still save manually.',
        variant: 'destructive',
      });
    } finally {
      setAnalyzing(false);
    }
  };

  const meter = usage.data ? meterState(usage.data, user?.plan) : undefined;
  // At the free limit the dialog says so before anything is filled in, and its button leads to the
  // upgrade instead of a save the server would refuse (issue 22 point 8).
  const atLimit = Boolean(meter && !meter.unlimited && meter.limitReached);
  const limitTitleId = `${ids}-limit-title`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Enter in a field at the limit: the same answer as the button.
    if (atLimit) return setUpgradeOpen(true);
    const tags = splitTags(form.tags);
    const common = {
      title: form.title.trim() || undefined,
      description: form.description.trim() || undefined,
      category: form.category || undefined,
      tags: tags.length ? tags : undefined,
      personalNotes: form.notes.trim() || undefined,
    };
    let request: () => Promise<unknown>;
    if (mode === 'url') {
      if (!form.url.trim()) return fail('url', 'URL required', 'Please enter a valid URL.');
      const url = withScheme(form.url);
      if (!isValidUrl(url)) return fail('url', 'Invalid URL', 'Please enter a valid URL.');
      request = () =>
        saveContent({
          ...common,
          ...forChild.field,
          originalUrl: url,
          content: form.content.trim() || undefined,
        });
    } else if (mode === 'manual') {
      if (!form.title.trim())
        return fail('title', 'Title required', 'Please enter a title for your content.');
      request = () => saveContent({ ...common, ...forChild.field });
    } else {
      if (!image) return fail('image', 'Image required', 'No image selected');
      const problem = imageProblem(image);
      if (problem) return fail('image', problem.title, problem.description);
      request = async () => forChild.stampSaved(await saveImage({ ...common, image }));
    }
    setErrors({});
    setSaving(true);
    try {
      await request();
      toast({
        title: 'Content saved!',
        description: 'We are analysing it now; key points will appear shortly.',
      });
      await invalidateAfterSave();
      reset();
      onOpenChange(false);
    } catch (err) {
      if (isUsageLimitError(err)) {
        setUpgradeOpen(true);
      } else {
        toast({
          title: 'Error',
          description: errorMessage(err) ?? 'Failed to save content. Please try again.',
          variant: 'destructive',
        });
      }
    } finally {
      setSaving(false);
    }
  };

  const busy = saving || analyzing;

  const field = (
    key: keyof FormState,
    label: string,
    opts: {
      required?: boolean;
      multiline?: boolean;
      placeholder?: string;
      error?: string;
      type?: string;
    } = {},
  ): ReactNode => {
    const id = `${ids}-${mode}-${key}`;
    const errorId = `${id}-error`;
    const common = {
      id,
      value: form[key],
      placeholder: opts.placeholder,
      'aria-invalid': opts.error ? true : undefined,
      'aria-describedby': opts.error ? errorId : undefined,
      'aria-required': opts.required || undefined,
    };
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={id}>
          {label}
          {opts.required && <span aria-hidden> *</span>}
        </Label>
        {opts.multiline ? (
          <Textarea {...common} onChange={(e) => set(key)(e.target.value)} />
        ) : (
          <Input {...common} type={opts.type ?? 'text'} onChange={(e) => set(key)(e.target.value)} />
        )}
        {opts.error && (
          <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
            {opts.error}
          </p>
        )}
      </div>
    );
  };

  const categoryField = (
    <div className="grid gap-1.5">
      <Label htmlFor={`${ids}-${mode}-category`}>Category</Label>
      <Select
        id={`${ids}-${mode}-category`}
        value={form.category}
        onChange={(e) => set('category')(e.target.value)}
        options={categoryOptions('saved')}
        placeholder="Let AI choose"
      />
    </div>
  );

  return (
    <>
      {/* The upgrade offer takes the save dialog's place: two modal dialogs open at once fight over
          focus, and the offer closed itself as soon as it opened. */}
      <Dialog
        open={open && !upgradeOpen}
        onOpenChange={(next) => {
          if (!next) setErrors({});
          onOpenChange(next);
        }}
      >
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>Save Content</DialogTitle>
            <DialogDescription>Save a link, a screenshot or your own note.</DialogDescription>
          </DialogHeader>

          {meter && (
            <div className="mb-4 flex flex-wrap items-center gap-2 text-sm" data-testid="save-usage">
              {meter.unlimited ? (
                <Badge>{meter.badge}</Badge>
              ) : (
                <>
                  <span>
                    {meter.count} of {meter.limit} free saves used · {remainingText(meter.remaining)}
                  </span>
                  {meter.limitReached ? null : meter.almostFull ? (
                    <Badge variant="warning">Almost full</Badge>
                  ) : null}
                </>
              )}
            </div>
          )}

          {atLimit && (
            <div
              role="status"
              aria-labelledby={limitTitleId}
              className="mb-4 flex gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <div>
                <p id={limitTitleId} className="font-semibold">
                  Limit reached
                </p>
                <p>Upgrade to continue saving</p>
              </div>
            </div>
          )}

          <form onSubmit={submit} noValidate>
            <TabsRoot
              value={mode}
              onValueChange={(v) => {
                setMode(v as SaveMode);
                setErrors({});
              }}
            >
              <TabsList aria-label="How to save" className="mb-4 grid w-full grid-cols-3">
                <TabsTrigger value="url" className="flex items-center justify-center gap-1">
                  <Link2 className="h-4 w-4" aria-hidden /> URL
                </TabsTrigger>
                <TabsTrigger value="image" className="flex items-center justify-center gap-1">
                  <ImageIcon className="h-4 w-4" aria-hidden /> Image
                </TabsTrigger>
                <TabsTrigger value="manual" className="flex items-center justify-center gap-1">
                  <PenLine className="h-4 w-4" aria-hidden /> Manual
                </TabsTrigger>
              </TabsList>

              <TabsContent value="url" className="space-y-4">
                {field('url', 'URL', {
                  required: true,
                  type: 'url',
                  placeholder: 'https://www.instagram.com/p/...',
                  error: errors.url,
                })}
                {form.content && field('content', 'Shared text', { multiline: true })}
                {categoryField}
                {field('notes', 'Personal notes', { multiline: true, placeholder: 'Why did you save this?' })}
              </TabsContent>

              <TabsContent value="image" className="space-y-4">
                <ImagePicker
                  id={`${ids}-image`}
                  accept={ACCEPTED_IMAGE_TYPES.join(',')}
                  inputRef={fileRef}
                  image={image}
                  error={errors.image}
                  onPick={pickImage}
                />
                <Button type="button" variant="secondary" onClick={runAnalysis} disabled={!image || busy}>
                  {analyzing ? (
                    <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                  ) : (
                    <Sparkles className="h-4 w-4" aria-hidden />
                  )}
                  {analyzing ? 'Analyzing...' : 'AI Analysis'}
                </Button>
                {field('title', 'Title')}
                {categoryField}
                {field('description', 'Description', { multiline: true })}
                {field('tags', 'Tags', { placeholder: 'sleep, newborn, swaddle' })}
                {field('notes', 'Personal notes', { multiline: true })}
              </TabsContent>

              <TabsContent value="manual" className="space-y-4">
                {field('title', 'Title', { required: true, error: errors.title })}
                {field('description', 'Description', { multiline: true })}
                {categoryField}
                {field('tags', 'Tags', { placeholder: 'sleep, newborn, swaddle' })}
                {field('notes', 'Personal notes', { multiline: true })}
              </TabsContent>
            </TabsRoot>

            <ChildPicker {...forChild} />

            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
                Cancel
              </Button>
              {atLimit ? (
                <Button type="button" aria-describedby={limitTitleId} onClick={() => setUpgradeOpen(true)}>
                  Upgrade to continue saving
                </Button>
              ) : (
                <Button type="submit" disabled={busy} aria-busy={saving}>
                  {saving && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
                  {saving ? 'Saving...' : 'Save Content'}
                </Button>
              )}
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {upgradeOpen && (
        <UpgradeDialog
          open={upgradeOpen}
          onOpenChange={(next) => {
            setUpgradeOpen(next);
            // Nothing more can be saved until the plan changes: closing the offer closes both.
            if (!next) onOpenChange(false);
          }}
        />
      )}
    </>
  );
}
