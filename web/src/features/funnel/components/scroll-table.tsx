/**
 * A table's horizontal scroll box that says when it scrolls: while columns are hidden to the right,
 * a shadow fades over the box's right edge and a line above it says to scroll sideways (a phone has
 * no scrollbar until one scrolls). The box can take focus, so a keyboard scrolls it too.
 */
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Table, Text } from '@chakra-ui/react';

export const SCROLL_HINT = 'Scroll sideways for more columns';

export const ScrollTable = ({ label, children }: { label: string; children: ReactNode }) => {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ scrolls: false, moreRight: false });
  const read = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const scrolls = box.scrollWidth > box.clientWidth + 1;
    const moreRight = scrolls && box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setOverflow((last) => (last.scrolls === scrolls && last.moreRight === moreRight ? last : { scrolls, moreRight }));
  }, []);
  useLayoutEffect(() => {
    read();
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [read]);
  return (
    <Box>
      {overflow.scrolls && <Text fontSize="xs" color="fg.muted" mb="1" data-scroll-hint="">{SCROLL_HINT} →</Text>}
      <Box position="relative">
        <Table.ScrollArea
          // Chakra's scroll area keeps every cell on one line; here names wrap and figures do not (ChartFigure).
          ref={ref} onScroll={read} borderWidth="1px" borderRadius="md" whiteSpace="normal"
          {...(overflow.scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (${SCROLL_HINT.toLowerCase()})` } : {})}
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        >
          {children}
        </Table.ScrollArea>
        {overflow.moreRight && (
          <Box
            aria-hidden="true" position="absolute" top="1px" bottom="1px" right="1px" w="8" pointerEvents="none" borderRightRadius="md"
            bgGradient="to-r" gradientFrom="transparent" gradientTo="bg" data-scroll-fade=""
          />
        )}
      </Box>
    </Box>
  );
};
