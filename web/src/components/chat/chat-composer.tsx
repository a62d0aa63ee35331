import { Loader2, Send } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { CHAT_DISCLAIMER, CHAT_MESSAGE_MAX_CHARS } from '@nestkeep/common/web';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/input';

/** Whether a keypress in the input sends: Enter alone does, Shift+Enter (and IME composition) does not. */
export function isSendKey(
  e: Pick<KeyboardEvent, 'key' | 'shiftKey'> & { nativeEvent?: { isComposing?: boolean } },
) {
  return e.key === 'Enter' && !e.shiftKey && !e.nativeEvent?.isComposing;
}

/**
 * The question input (part 2 §2.6, §5): Enter sends, Shift+Enter adds a line; blank text cannot
 * be sent; disabled without a child or while a question is on its way. Under it, the
 * informational-only note and, on the free plan, the month's question count.
 */
export function ChatComposer({
  value,
  onChange,
  onSend,
  disabled,
  pending,
  usageText,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  disabled: boolean;
  pending: boolean;
  usageText?: string | null;
}) {
  const blocked = disabled || pending;
  // The input is disabled while a question is on its way; give it focus back afterwards.
  const field = useRef<HTMLTextAreaElement>(null);
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) field.current?.focus();
    wasPending.current = pending;
  }, [pending]);
  const canSend = !blocked && value.trim().length > 0;
  return (
    <form
      className="border-t border-border bg-background p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSend) onSend();
      }}
    >
      <div className="flex items-end gap-2">
        <Label htmlFor="chat-input" className="sr-only">
          Ask a parenting question
        </Label>
        <Textarea
          ref={field}
          id="chat-input"
          data-testid="chat-input"
          rows={2}
          className="min-h-12 max-h-40 resize-none"
          placeholder={disabled ? 'Select a child profile to start chatting' : 'Ask a parenting question...'}
          value={value}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          disabled={blocked}
          aria-describedby="chat-disclaimer"
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (!isSendKey(e)) return;
            e.preventDefault();
            if (canSend) onSend();
          }}
        />
        <Button
          type="submit"
          size="icon"
          data-testid="chat-send"
          aria-label="Send message"
          disabled={!canSend}
        >
          {pending ? (
            <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
          ) : (
            <Send className="h-4 w-4" aria-hidden />
          )}
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <p id="chat-disclaimer">{CHAT_DISCLAIMER}</p>
        {usageText && <p data-testid="chat-usage">{usageText}</p>}
      </div>
    </form>
  );
}
