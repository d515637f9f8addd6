// The store's fundraiser: amounts per item and order, percentage and goal.
import { CheckField, TextField } from "../store-fields";
import { useConsoleText } from "../ui";
import { Grid, type PartProps } from "./part";

export function FundraiserPart({ doc }: PartProps) {
  const ct = useConsoleText();
  const f = doc.fundraiser;
  return (
    <>
      <CheckField path="fundraiser.isEnabled" label={ct("stores.f.fundraiserEnabled")} value={f.isEnabled} />
      <Grid>
        <TextField
          path="fundraiser.amountPerItem"
          kind="m"
          label={ct("stores.f.amountPerItem")}
          value={f.amountPerItem}
        />
        <TextField
          path="fundraiser.amountPerOrder"
          kind="m"
          label={ct("stores.f.amountPerOrder")}
          value={f.amountPerOrder}
        />
        <TextField
          path="fundraiser.percentage"
          kind="n"
          label={ct("stores.f.percentage")}
          hint={ct("stores.f.percentHint")}
          value={f.percentage}
        />
        <TextField
          path="fundraiser.goalAmount"
          kind="m"
          label={ct("stores.f.goalAmount")}
          hint={ct("stores.f.goalHint")}
          value={f.goalAmount}
        />
      </Grid>
    </>
  );
}
