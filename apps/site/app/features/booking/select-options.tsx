import { SelectContent, SelectItem } from "@innovatehub/ui/select";

type SelectOptionsProps = { options: readonly { value: string; label: string }[] };

/** The open list of a booking select: one item per option, in the given order. */
export function SelectOptions({ options }: SelectOptionsProps) {
  return (
    <SelectContent>
      {options.map((option) => (
        <SelectItem key={option.value} value={option.value}>
          {option.label}
        </SelectItem>
      ))}
    </SelectContent>
  );
}
