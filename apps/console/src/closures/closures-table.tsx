import { useState } from "react";
import { consoleClosuresCopy as copy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@innovatehub/ui/dialog";
import { toast } from "@innovatehub/ui/sonner";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@innovatehub/ui/table";
import type { ClosureRow } from "../data/closures/closures-query";
import { useRemoveClosureMutation } from "../data/closures/closure-remove-mutation";
import { formatManilaDate, formatManilaShortDay } from "../lib/format";

/** The closed days from today; admins may reopen one (after a confirmation: the site offers it again). */
export function ClosuresTable({
  closures,
  isAdmin,
}: {
  closures: readonly ClosureRow[];
  isAdmin: boolean;
}) {
  const [asking, setAsking] = useState<ClosureRow | null>(null);
  const remove = useRemoveClosureMutation({
    onSuccess: (_result, day) => {
      toast.success(copy.remove.done(formatManilaDate(day)));
      setAsking(null);
    },
    onError: () => toast.error(copy.remove.failed),
  });

  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{copy.columns.day}</TableHead>
            <TableHead scope="col">{copy.columns.reason}</TableHead>
            <TableHead scope="col" className="hidden sm:table-cell">
              {copy.columns.kind}
            </TableHead>
            {isAdmin ? <TableHead scope="col">{copy.columns.actions}</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {closures.map((closure) => (
            <TableRow key={closure.day}>
              <TableCell className="font-medium">
                {/* A phone shows the short date, so the Reopen button stays in view. */}
                <span className="sm:hidden">{formatManilaShortDay(closure.day)}</span>
                <span className="hidden sm:inline">{formatManilaDate(closure.day)}</span>
              </TableCell>
              <TableCell>
                {closure.reason}
                {closure.estimated ? (
                  <span className="block text-small font-semibold">{copy.estimated}</span>
                ) : null}
                {/* A phone has no room for the Kind column: the kind goes under the reason. */}
                <span className="block text-muted-foreground sm:hidden">
                  {copy.kinds[closure.kind]}
                </span>
              </TableCell>
              <TableCell className="hidden sm:table-cell">{copy.kinds[closure.kind]}</TableCell>
              {isAdmin ? (
                <TableCell>
                  <Button
                    type="button"
                    variant="outline"
                    aria-label={copy.remove.actionLabel(formatManilaDate(closure.day))}
                    onClick={() => setAsking(closure)}
                  >
                    {copy.remove.action}
                  </Button>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Dialog open={asking !== null} onOpenChange={(open) => (open ? undefined : setAsking(null))}>
        {asking ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{copy.remove.confirmTitle}</DialogTitle>
              <DialogDescription>
                {copy.remove.confirmBody(formatManilaDate(asking.day), asking.reason)}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {copy.remove.cancel}
                </Button>
              </DialogClose>
              <Button
                type="button"
                busy={remove.isPending}
                onClick={() => remove.mutate(asking.day)}
              >
                {copy.remove.confirm}
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
