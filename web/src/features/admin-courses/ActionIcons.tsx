/** Decorative action icons; the buttons and links carry the accessible names. */

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const VideosIcon = () => <Icon path="M3 6h12v12H3zM15 10l6-3v10l-6-3" />;
export const AddVideoIcon = () => <Icon path="M3 6h12v12H3zM15 10l6-3v10l-6-3M9 9v6M6 12h6" />;
export const EditIcon = () => <Icon path="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />;
export const ViewIcon = () => (
  <Icon path="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
);
export const DeleteIcon = () => <Icon path="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />;
export const MoveUpIcon = () => <Icon path="M12 19V5M6 11l6-6 6 6" />;
export const MoveDownIcon = () => <Icon path="M12 5v14M6 13l6 6 6-6" />;
export const NotesIcon = () => <Icon path="M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7" />;
