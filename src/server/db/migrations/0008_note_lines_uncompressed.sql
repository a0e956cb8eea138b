-- A long note's lines are written uncompressed (out of line, TOAST without pglz): measured 151 -> 79 ms to
-- insert 5,000 cues on the embedded database, the largest single statement a subtitle import still makes (ADR 13).
ALTER TABLE "note" ALTER COLUMN "lines" SET STORAGE EXTERNAL;
