process.env.TZ = "Asia/Manila";

const { slotBehaviourSuite } = await import("./slots-behaviour");

slotBehaviourSuite("Asia/Manila");
