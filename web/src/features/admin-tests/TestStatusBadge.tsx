/** 'Published' or 'Draft'. */
export function TestStatusBadge({ published }: { published: boolean }) {
  return (
    <span className={`status-badge ${published ? 'status-active' : 'status-inactive'}`}>
      {published ? 'Published' : 'Draft'}
    </span>
  );
}
