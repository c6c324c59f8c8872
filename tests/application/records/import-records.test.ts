import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvColumns,
  decodeUtf8,
  headerProblem,
  rowValues,
} from '../../../src/application/records/import-records';
import { createSchema, fieldIssues, type RecordForm } from '../../../src/contract/writes/record-form';
import { MANAGED_RECORDS } from '../../../src/contract/writes/records';

const form = MANAGED_RECORDS.pharmacyItems.form as RecordForm;
const schema = createSchema(form);
const check = (values: Record<string, unknown>) => fieldIssues(schema, values);

/** A valid pharmacy item row as a spreadsheet writes it: every cell text. */
const validCells = fc.record({
  nameEn: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '' && !s.includes('\u0000')),
  nameKu: fc.constant('دەرمان'),
  nameAr: fc.constant('دواء'),
  pharmacyPartitionId: fc.integer({ min: 1, max: 1000 }).map(String),
  price: fc.integer({ min: 0, max: 1_000_000 }).map(String),
  stock: fc.integer({ min: 0, max: 10_000 }).map(String),
  barcode: fc.stringMatching(/^[0-9]{0,13}$/),
  isAvailable: fc.constantFrom('yes', 'no', 'TRUE', 'false', '1', '0', ''),
});

describe('a CSV row read as a write', () => {
  it('passes the server’s own schema when every cell is what its column takes', () => {
    fc.assert(
      fc.property(validCells, (cells) => {
        expect(check(rowValues(form, cells))).toEqual([]);
      }),
    );
  });

  it('names exactly the one column whose cell is wrong', () => {
    const broken = fc.constantFrom(
      ['price', 'ten'],
      ['stock', '-1'],
      ['pharmacyPartitionId', 'Tablets'],
      ['isAvailable', 'maybe'],
      ['nameEn', '   '],
    );
    fc.assert(
      fc.property(validCells, broken, (cells, [column, cell]) => {
        const issues = check(rowValues(form, { ...cells, [column]: cell }));
        expect(issues.map((i) => i.field)).toEqual([column]);
      }),
    );
  });

  it('reads yes/no words in any case and numbers with spaces around', () => {
    expect(rowValues(form, { isAvailable: 'Yes', price: ' 12 ' })).toMatchObject({
      isAvailable: true,
      price: 12,
    });
    expect(rowValues(form, { isAvailable: 'NO' })).toMatchObject({ isAvailable: false });
  });
});

describe('a CSV file’s header and encoding', () => {
  it('asks for the required columns, and refuses columns the record does not have', () => {
    const { all, required } = csvColumns(form);
    expect(headerProblem(form, all)).toBeNull();
    expect(headerProblem(form, required)).toBeNull();
    expect(
      headerProblem(
        form,
        all.filter((c) => c !== 'price'),
      ),
    ).toEqual({
      kind: 'missingColumns',
      columns: ['price'],
    });
    expect(headerProblem(form, [...all, 'colour'])).toEqual({ kind: 'unknownColumns', columns: ['colour'] });
  });

  it('reads UTF-8 (dropping a byte-order mark) and refuses anything else', () => {
    expect(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('a');
    expect(decodeUtf8(new TextEncoder().encode('دواء'))).toBe('دواء');
    // Windows-1256 Arabic, as an old spreadsheet saves it.
    expect(decodeUtf8(new Uint8Array([0xcf, 0xe6, 0xc7, 0xc1]))).toBeNull();
  });
});
