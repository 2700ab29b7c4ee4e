// The admin's wide tables (the inbox, the audit trail): on phones each row is a card, its cells stacked and each led by
// its column's name (the header row stays for screen readers); from md up it is the table with its header row.

/** A cell of a CardTable row; its `data-label` names the column on phones. */
export const cardCell =
  'px-4 py-3 max-md:flex max-md:gap-3 max-md:py-1 max-md:before:w-20 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-gray-600 max-md:before:uppercase max-md:before:content-[attr(data-label)]';

/** The table, its header row of `columns`, and `empty` across all of them when there is no row. */
export function CardTable({
  label,
  columns,
  empty,
  children,
}: {
  label?: string;
  columns: readonly string[];
  /** What the table says in place of rows; null while it has some. */
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-xl bg-white shadow-soft ring-1 ring-gray-200 md:overflow-x-auto">
      <table aria-label={label} className="w-full text-left text-sm max-md:block md:min-w-[60rem]">
        <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase max-md:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 align-top text-gray-700 max-md:block">
          {empty !== null && (
            <tr className="max-md:block">
              <td colSpan={columns.length} className="px-4 py-12 text-center text-base text-gray-600 max-md:block">
                {empty}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}
