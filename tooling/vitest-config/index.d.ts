export declare const testReporting: {
  reporters: ["default", "json"];
  outputFile: { json: string };
};
