import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { ContentModalInitial } from '@/components/shell/shell';

export default function SaveDialog(props: {
  open: boolean;
  initial?: ContentModalInitial;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save Content</DialogTitle>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
