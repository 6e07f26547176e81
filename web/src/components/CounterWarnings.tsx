/** Figures the server could not read whole: the page still shows, and says which and how to repair them. */
export function CounterWarnings({ warnings }: { warnings: readonly string[] | undefined }) {
  if (!warnings?.length) return null;
  return (
    <div className="error-box" role="status">
      <p>Some figures are shown without a counter that holds a wrong value. Run npm run stats:rebuild to repair it.</p>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}
