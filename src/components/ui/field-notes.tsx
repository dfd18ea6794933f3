// A form field's hint and errors, with the ids its input names in aria-describedby (`{id}-hint`,
// `{id}-error`). Each form keeps its own look: the two class names come from its style sheet.
export function FieldNotes({ id, hint, errors, classes }: { id: string; hint?: string; errors?: string[]; classes: { hint?: string; error?: string } }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={`${id}-error`} className={classes.error}>
          {errors.join(' ')}
        </p>
      ) : null}
    </>
  )
}
