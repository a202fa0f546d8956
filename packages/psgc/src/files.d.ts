/** One entry of a list file: a PSGC code and its name by the display rule. */
export type Place = { code: string; name: string };

type DatasetPlace = { name: string; psgcCode: string; designation?: string };

/** The part of the dataset the files are built from. */
export type PsgcSource = {
  getAllRegions(): readonly DatasetPlace[];
  getProvincesByRegion(code: string): readonly DatasetPlace[];
  getMunicipalitiesByProvince(code: string): readonly DatasetPlace[];
  getBarangaysByMunicipality(code: string): readonly DatasetPlace[];
};

/** The shape of the files and of their names; a change makes the site write its files again. */
export declare const PSGC_FILES_FORMAT: number;

/** The PSA quarter a package version holds: "2025.4.4" -> "2025-Q4". */
export declare function releaseOfVersion(version: string): string;

/** The dataset and the quarter it holds (Node only). */
export declare function readDataset(): Promise<{ source: PsgcSource; release: string }>;

/** The files to write, by path relative to the PSGC folder. */
export declare function psgcFiles(source: PsgcSource, release: string): Map<string, unknown>;
