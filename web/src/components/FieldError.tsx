/** A field's validation message, shown under it and named as its description (aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}

/** The attributes that tie a control to its message: aria-invalid and aria-describedby, only while there is one. */
export function errorAttributes(errorId: string, message: string | undefined, describedBy?: string) {
  const ids = [describedBy, message ? errorId : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': message ? true : undefined, 'aria-describedby': ids || undefined } as const;
}
