// Placeholder rows while a dashboard table loads (LOOK.md: skeletons, never a blank screen).
import { Skeleton } from '../../../components/ui';

export function TableSkeleton({ columns, rows = 4 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden>
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              <Skeleton height={18} width={column === 0 ? '80%' : '50%'} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
