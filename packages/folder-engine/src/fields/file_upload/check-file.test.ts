import { describe, expect, it } from 'vitest';
import { fileProblem } from './check-file';

const file = (size: number, type: string, name = 'x') => ({ size, type, name });

describe('upload checks', () => {
  it("refuses 1 MB or more with 'File size should be less than 1mb'", () => {
    expect(fileProblem(file(1_048_576, 'image/png'))).toBe('File size should be less than 1mb');
    expect(fileProblem(file(1_048_575, 'image/png'))).toBeNull();
  });
  it('accepts images and pdf by default, other types only when the field says so', () => {
    expect(fileProblem(file(10, 'application/pdf'))).toBeNull();
    expect(fileProblem(file(10, 'text/csv', 'a.csv'))).toBe('This file type is not accepted');
    expect(fileProblem(file(10, 'text/csv', 'a.csv'), ['.csv', '.xlsx'])).toBeNull();
  });
});
