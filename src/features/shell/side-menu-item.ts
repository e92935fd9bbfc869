/** The look of one side-menu entry, shared with the entries other features put into the menu's slots. */
export const SIDE_MENU_ITEM =
  'side-item flex items-center gap-3 rounded-field px-3 py-2 text-sm hover:bg-neutral-content/10';
export const SIDE_MENU_LABEL = 'side-label';
export const SIDE_MENU_HEADING = 'side-label px-3 pb-1 text-xs uppercase opacity-70';
