/**
 * Captcha digits as hand-written stroke skeletons (no font needed, so the image draws the same on any
 * server). Each digit has two or three allographs, the ways people actually write it (a 1 with or without a
 * foot, a 7 with or without a bar, a 9 with a curved or straight tail...), so a reader cannot learn one template per digit.
 *
 * A glyph is a list of strokes; a stroke is a list of points on a 10 × 16 grid (x right, y down) through which
 * a smooth curve is drawn. A stroke of two points is a straight line; a corner is where two strokes meet.
 */
export type Point = readonly [number, number];
export type Stroke = readonly Point[];
export type Glyph = readonly Stroke[];

export const GRID_WIDTH = 10;
export const GRID_HEIGHT = 16;

const ZERO_LOOP: Stroke = [
  [5, 0],
  [8.8, 2.5],
  [10, 8],
  [8.8, 13.5],
  [5, 16],
  [1.2, 13.5],
  [0, 8],
  [1.2, 2.5],
  [5, 0],
];

export const DIGIT_GLYPHS: Record<string, readonly Glyph[]> = {
  '0': [[ZERO_LOOP], [ZERO_LOOP.map(([x, y]) => [2 + x * 0.7, y] as const)]],
  '1': [
    [
      [
        [2, 4],
        [6, 0],
      ],
      [
        [6, 0],
        [6, 16],
      ],
    ],
    [
      [
        [2, 4],
        [6, 0],
      ],
      [
        [6, 0],
        [6, 16],
      ],
      [
        [2.5, 16],
        [9.5, 16],
      ],
    ],
  ],
  '2': [
    [
      [
        [0.5, 4],
        [3, 0.5],
        [6.5, 0],
        [9.5, 3],
        [8.5, 7],
        [0, 16],
      ],
      [
        [0, 16],
        [10, 16],
      ],
    ],
    [
      [
        [0.5, 3],
        [5, 0],
        [9.5, 2],
        [9, 6.5],
        [4, 11],
        [0, 16],
      ],
      [
        [0, 16],
        [4, 14.5],
        [10, 16],
      ],
    ],
  ],
  '3': [
    [
      [
        [0.5, 2],
        [5, 0],
        [9, 2],
        [8.5, 6],
        [4, 7.8],
      ],
      [
        [4, 7.8],
        [9.5, 10],
        [9.5, 14],
        [5, 16],
        [0, 14],
      ],
    ],
    [
      [
        [0, 0],
        [9.5, 0],
        [4, 6.5],
      ],
      [
        [4, 6.5],
        [9, 8.5],
        [9.5, 13],
        [5.5, 16],
        [0, 14.5],
      ],
    ],
  ],
  // The bar reaches well past the stem on both sides and the stem stands apart from the diagonal's foot: a
  // squeezed 4 whose bar meets a crossing line must still not read as a 1.
  '4': [
    [
      [
        [6.5, 16],
        [6.5, 0],
      ],
      [
        [6.5, 0],
        [0, 10.5],
      ],
      [
        [0, 10.5],
        [10, 10.5],
      ],
    ],
    [
      [
        [6, 16],
        [6.5, 0],
      ],
      [
        [6.5, 0],
        [0, 10],
      ],
      [
        [0, 10],
        [10, 9.5],
      ],
    ],
  ],
  '5': [
    [
      [
        [9.5, 0],
        [1.5, 0],
      ],
      [
        [1.5, 0],
        [0.5, 7],
      ],
      [
        [0.5, 7],
        [5, 5.5],
        [9.5, 8],
        [10, 12.5],
        [6.5, 16],
        [2.5, 16],
        [0, 13.5],
      ],
    ],
    [
      [
        [1.5, 0],
        [0.5, 7.5],
      ],
      [
        [1.5, 0.2],
        [9.5, 0],
      ],
      [
        [0.5, 7.5],
        [6, 6.5],
        [10, 10],
        [8, 15],
        [3, 16],
        [0, 14],
      ],
    ],
  ],
  '6': [
    [
      [
        [8.5, 0.5],
        [5, 0],
        [1.5, 3.5],
        [0, 9.5],
        [1.5, 14.5],
        [5, 16],
        [9, 14],
        [9.5, 10],
        [6, 7.5],
        [2, 8.5],
        [0.3, 11],
      ],
    ],
    [
      [
        [8, 0],
        [3, 5],
        [0.5, 10.5],
        [2, 15],
        [6, 16],
        [9.5, 13],
        [8, 9],
        [4, 8.5],
        [1, 11],
      ],
    ],
  ],
  '7': [
    [
      [
        [0, 0],
        [10, 0],
      ],
      [
        [10, 0],
        [6, 7],
        [3.5, 16],
      ],
    ],
    [
      [
        [0, 0],
        [10, 0],
      ],
      [
        [10, 0],
        [6, 7],
        [3.5, 16],
      ],
      [
        [3, 8],
        [9, 8],
      ],
    ],
  ],
  '8': [
    [
      [
        [5, 7.5],
        [8.5, 5],
        [8.5, 1.5],
        [5, 0],
        [1.5, 1.5],
        [1.5, 5],
        [5, 7.5],
        [9.5, 10.5],
        [9.5, 14.5],
        [5, 16],
        [0.5, 14.5],
        [0.5, 10.5],
        [5, 7.5],
      ],
    ],
    [
      [
        [5, 7],
        [8, 4],
        [7.5, 0.8],
        [5, 0],
        [2, 1],
        [2, 4],
        [8.5, 10],
        [9, 14],
        [5, 16],
        [1, 14],
        [1.5, 10],
        [8, 4],
      ],
    ],
  ],
  '9': [
    [
      [
        [9.5, 5],
        [6, 8.5],
        [1.5, 7.5],
        [0, 4],
        [2, 0.5],
        [6, 0],
        [9.5, 2.5],
        [9.5, 9],
        [8, 16],
      ],
    ],
    [
      [
        [9.5, 4.5],
        [5.5, 8],
        [1, 6.5],
        [1, 2],
        [5, 0],
        [9, 1.5],
        [9.5, 4.5],
      ],
      [
        [9.5, 4.5],
        [9.5, 16],
      ],
    ],
  ],
};
