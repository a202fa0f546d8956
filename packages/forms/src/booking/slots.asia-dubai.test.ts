process.env.TZ = "Asia/Dubai";

const { slotBehaviourSuite } = await import("./slots-behaviour");

slotBehaviourSuite("Asia/Dubai");
