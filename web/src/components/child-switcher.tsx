import {
  Baby,
  Check,
  ChevronDown,
  PartyPopper,
  Pencil,
  Plus,
  SlidersHorizontal,
  Trash2,
  X,
} from 'lucide-react';
import { lazy, Suspense, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { dateKindOf, type ChildProfile } from '@nestkeep/common/web';
import { useCurrentUser } from '@/api/auth';
import {
  useActivateChildProfile,
  ownChildren,
  useChildProfiles,
  useDeleteChildProfile,
  useUpdateChildProfile,
} from '@/api/child-profiles';
import { defaultChild } from '@/components/child-profiles/active-child';
import { childLabel, stageAndAge } from '@/components/child-profiles/labels';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';

// The add-child form (react-hook-form, zod) loads only when asked for, not with every header.
const AddChildDialog = lazy(() => import('@/components/child-profiles/add-child-dialog'));
const BabyBornDialog = lazy(() => import('@/components/child-profiles/baby-born-dialog'));

const iconItem =
  'h-8 w-8 shrink-0 justify-center p-0 text-muted-foreground data-[highlighted]:text-foreground';

/**
 * The header's child switcher (part 2 §2.2, §2.5): the selected child with an Active badge,
 * choosing another activates it, inline rename (Enter saves, Escape cancels), delete after a
 * confirmation when more than one child exists, and an entry to add a child. Each child shows
 * its stage and age, opens the full edit form, and a pregnancy has 'Baby is born' (issue 7 point 13).
 * A family partner's shared children follow one's own, named with whose they are ('Baby · Ava's');
 * they can be chosen but not renamed, edited or deleted (issue 22 point 5).
 */
export default function ChildSwitcher() {
  const { user } = useCurrentUser();
  const { data, isLoading } = useChildProfiles(Boolean(user));
  const activate = useActivateChildProfile();
  const rename = useUpdateChildProfile();
  const remove = useDeleteChildProfile();
  const [menuOpen, setMenuOpen] = useState(false);
  const [chosenId, setChosenId] = useState<number>();
  const [editing, setEditing] = useState<{ id: number; name: string }>();
  const [deleting, setDeleting] = useState<ChildProfile>();
  const [adding, setAdding] = useState(false);
  const [editingDetails, setEditingDetails] = useState<ChildProfile>();
  const [born, setBorn] = useState<ChildProfile>();

  if (!user || isLoading) return null;
  // While renaming, hovering the other entries must not pull focus out of the text field.
  const keepFocus = (e: PointerEvent) => {
    if (editing) e.preventDefault();
  };
  const itemGuards = { onPointerMove: keepFocus, onPointerLeave: keepFocus };
  const children = data ?? [];
  const own = ownChildren(children);
  const selected = children.find((c) => c.id === chosenId) ?? defaultChild(children);
  const nameOf = (c: ChildProfile) => childLabel(c, children);
  // With no profile, someone trying to conceive sees their own stage (as the chat's sidebar says),
  // not a call to add a child they do not have yet; the menu still offers a profile (walk-c05).
  const emptyLabel = user.userStage === 'trying_to_conceive' ? 'Trying to conceive' : 'Add child';

  const choose = (child: ChildProfile) => {
    setChosenId(child.id);
    if (child.id === selected?.id && child.isActive) return;
    activate.mutate(child.id, {
      onError: (err) => console.error('Failed to activate child profile', err),
    });
  };

  const saveRename = () => {
    if (!editing) return;
    const name = editing.name.trim();
    if (!name) return;
    rename.mutate(
      { id: editing.id, name },
      {
        onSuccess: () => {
          setEditing(undefined);
          toast({ title: 'Name Updated', description: `The profile is now called ${name}.` });
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to update name. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  const onRenameKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // Keep the menu's typeahead and arrow keys away from the text field.
    e.stopPropagation();
    if (e.key === 'Enter') {
      e.preventDefault();
      saveRename();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setEditing(undefined);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const child = deleting;
    remove.mutate(child.id, {
      onSuccess: () => {
        if (chosenId === child.id) setChosenId(undefined);
        toast({ title: 'Child Profile Deleted', description: `${nameOf(child)} has been removed.` });
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to delete child profile. Please try again.',
          variant: 'destructive',
        }),
    });
    setDeleting(undefined);
  };

  return (
    <>
      <DropdownMenu
        modal={false}
        open={menuOpen}
        onOpenChange={(open) => {
          setMenuOpen(open);
          if (!open) setEditing(undefined);
        }}
      >
        {/* It gives way to the rest of the header (min-w-0: a long name is cut short rather than
            pushing the header wider than a 320 px phone), and is narrowest from `lg` to `xl`, where
            the header's links join it: the name only there, the age in the menu and the button's name. */}
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            className="min-w-0 max-w-48 gap-2 md:max-w-72 lg:max-w-40 xl:max-w-56"
            aria-label={
              selected
                ? `Child profile: ${nameOf(selected)}${selected.ageLabel ? `, ${selected.ageLabel}` : ''}`
                : `Child profiles: ${emptyLabel}`
            }
          >
            <Baby className="h-4 w-4 shrink-0" aria-hidden />
            <span className="truncate">{selected ? nameOf(selected) : emptyLabel}</span>
            {selected?.ageLabel && (
              <span className="hidden truncate text-xs font-normal text-muted-foreground md:inline lg:hidden xl:inline">
                {/* The dot keeps the visible text inside the button's name ('Mila, 5 months old'). */}
                {`· ${selected.ageLabel}`}
              </span>
            )}
            <ChevronDown className="h-4 w-4 shrink-0" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="start"
          className="w-80 max-w-[calc(100vw-1rem)]"
          onEscapeKeyDown={(e) => {
            // Escape in the rename field cancels the rename, not the menu.
            if (editing) {
              e.preventDefault();
              setEditing(undefined);
            }
          }}
        >
          <DropdownMenuLabel>Child profiles</DropdownMenuLabel>
          {children.length === 0 && (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">No children yet</p>
          )}
          {children.map((child) =>
            editing?.id === child.id ? (
              <div key={child.id} className="flex items-center gap-1 px-1 py-1">
                <Input
                  autoFocus
                  aria-label={`New name for ${nameOf(child)}`}
                  className="h-8"
                  maxLength={100}
                  value={editing.name}
                  disabled={rename.isPending}
                  onChange={(e) => setEditing({ id: child.id, name: e.target.value })}
                  onKeyDown={onRenameKey}
                />
                <Button
                  size="icon"
                  variant="ghost"
                  className="h-8 w-8 shrink-0"
                  aria-label="Save name"
                  disabled={!editing.name.trim() || rename.isPending}
                  onClick={saveRename}
                >
                  <Check className="h-4 w-4" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  className="h-8 w-8 shrink-0"
                  aria-label="Cancel rename"
                  onClick={() => setEditing(undefined)}
                >
                  <X className="h-4 w-4" />
                </Button>
              </div>
            ) : (
              <div key={child.id} className="flex items-center gap-0.5">
                <DropdownMenuItem className="min-w-0 flex-1" {...itemGuards} onSelect={() => choose(child)}>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate">{nameOf(child)}</span>
                    <span className="text-xs text-muted-foreground">{stageAndAge(child)}</span>
                  </span>
                  {child.id === selected?.id && <Badge variant="success">Active</Badge>}
                </DropdownMenuItem>
                {!child.sharedBy && (
                  <>
                    <DropdownMenuItem
                      className={iconItem}
                      {...itemGuards}
                      aria-label={`Rename ${nameOf(child)}`}
                      onSelect={(e) => {
                        e.preventDefault();
                        setEditing({ id: child.id, name: child.name ?? '' });
                      }}
                    >
                      <Pencil className="h-4 w-4" aria-hidden />
                    </DropdownMenuItem>
                    <DropdownMenuItem
                      className={iconItem}
                      {...itemGuards}
                      aria-label={`Edit details of ${nameOf(child)}`}
                      onSelect={() => setEditingDetails(child)}
                    >
                      <SlidersHorizontal className="h-4 w-4" aria-hidden />
                    </DropdownMenuItem>
                    {own.length > 1 && (
                      <DropdownMenuItem
                        className={iconItem}
                        {...itemGuards}
                        aria-label={`Delete ${nameOf(child)}`}
                        onSelect={() => setDeleting(child)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden />
                      </DropdownMenuItem>
                    )}
                  </>
                )}
              </div>
            ),
          )}
          <DropdownMenuSeparator />
          {selected && !selected.sharedBy && dateKindOf(selected.currentStage) === 'due' && (
            <DropdownMenuItem {...itemGuards} onSelect={() => setBorn(selected)}>
              <PartyPopper className="h-4 w-4" aria-hidden /> Baby is born
            </DropdownMenuItem>
          )}
          <DropdownMenuItem {...itemGuards} onSelect={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden /> Add Child
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <AlertDialog open={Boolean(deleting)} onOpenChange={(open) => !open && setDeleting(undefined)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete child profile?</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to delete the profile for {deleting ? nameOf(deleting) : ''}? This action
              cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={confirmDelete}>Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      {adding && (
        <Suspense fallback={null}>
          <AddChildDialog open={adding} onOpenChange={setAdding} />
        </Suspense>
      )}
      {editingDetails && (
        <Suspense fallback={null}>
          <AddChildDialog
            open
            child={editingDetails}
            onOpenChange={(open) => !open && setEditingDetails(undefined)}
          />
        </Suspense>
      )}
      {born && (
        <Suspense fallback={null}>
          <BabyBornDialog child={born} onOpenChange={(open) => !open && setBorn(undefined)} />
        </Suspense>
      )}
    </>
  );
}
