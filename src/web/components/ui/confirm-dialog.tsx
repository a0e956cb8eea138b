import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Spinner } from './spinner.tsx';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** A red confirm button, for actions that delete or undo the learner's work. */
  destructive?: boolean;
  /** While the confirmed work runs: the confirm button spins and neither button can be pressed. */
  pending?: boolean;
};

/** "Are you sure?" before an action that cannot be undone. The dialog stays open until the caller closes it. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
  pending = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      description={text}
      data-testid="confirm-dialog"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending} data-testid="confirm-cancel">
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={onConfirm}
            disabled={pending}
            data-testid="confirm-ok"
          >
            {pending && <Spinner className="h-4 w-4 text-current" />}
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
