import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import * as s from './DropdownMenu.css';
import { usePortalContainer } from './use-portal-container';

export interface DropdownMenuProps {
  /** The button that opens the menu (rendered as is; it gets the menu's aria attributes). */
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
}

/** A menu opened by a button: arrow keys move, Enter chooses, Escape or a click outside closes. */
export function DropdownMenu({ trigger, children, align = 'end' }: DropdownMenuProps) {
  const container = usePortalContainer();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal container={container}>
        <Menu.Content className={s.content} align={align} sideOffset={8}>
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export function DropdownMenuItem({
  children,
  onSelect,
  tone,
  disabled,
}: {
  children: ReactNode;
  onSelect: () => void;
  tone?: 'danger';
  disabled?: boolean;
}) {
  return (
    <Menu.Item
      className={[s.item, tone === 'danger' ? s.danger : undefined].filter(Boolean).join(' ')}
      onSelect={onSelect}
      disabled={disabled}
    >
      {children}
    </Menu.Item>
  );
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <Menu.Label className={s.label}>{children}</Menu.Label>;
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className={s.separator} />;
}
