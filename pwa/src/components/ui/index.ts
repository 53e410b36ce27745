// The app's component kit (LOOK.md "Components"): every screen builds from these; no page styles
// its own buttons.
export { AlertDialog, type AlertDialogProps } from './alert-dialog';
export { Badge, type BadgeTone } from './badge';
export { BusyDialog } from './busy-dialog';
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { Card } from './card';
export { Dialog, DialogClose, type DialogProps } from './dialog';
export {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './dropdown-menu';
export { Input, Select, Textarea, type SelectOption } from './field';
export { Pagination, type PaginationProps } from './pagination';
export { Popover } from './popover';
export {
  ProgressButton,
  type ProgressButtonProps,
  type ProgressOutcome,
  type ProgressState,
} from './progress-button';
export { Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { StarRating, StarRatingInput } from './star-rating';
export { Switch, type SwitchProps } from './switch';
export { DataTable, Table, TableSkeleton, type Column, type DataTableProps } from './table';
export { Tabs, type TabItem } from './tabs';
export { Toaster } from './toast';
export { toast, type ToastOptions, type ToastPosition, type ToastVariant } from './toast-store';
export { Tooltip } from './tooltip';
